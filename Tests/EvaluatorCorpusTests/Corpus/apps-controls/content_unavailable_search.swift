// canvas: 700x401
ContentUnavailableView.search(text: "abc")
