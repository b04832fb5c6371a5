Text(verbatim: "abc אבג 123")
    .font(.title)
