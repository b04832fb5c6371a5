let plain = "**stays plain**"
VStack {
    Text("Make it **bold**, *italic* or ***both***")
    Text("Use `code`, ~~strike~~ and [a link](https://example.com)")
    Text("snake_case_name and 2 * 3 * 4")
    Text(plain)
    Text(verbatim: "**verbatim**")
}
