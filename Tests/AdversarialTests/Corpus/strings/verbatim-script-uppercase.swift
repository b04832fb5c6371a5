Text(verbatim: "<SCRIPT>alert(1)</SCRIPT>")
    .font(.title)
