Text("</title><script>alert(1)</script>")
