Image(systemName: "\"></title><script>alert(1)</script>")
