Image("\"><script>alert(1)</script>")
    .resizable()
    .frame(width: 50, height: 50)
