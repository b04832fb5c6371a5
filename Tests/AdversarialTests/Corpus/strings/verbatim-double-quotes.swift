Text(verbatim: "\"\"\" onmouseover=\"alert(1)")
    .font(.title)
