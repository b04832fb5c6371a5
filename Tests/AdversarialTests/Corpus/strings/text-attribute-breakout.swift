Text("\" /><script>alert(1)</script><x a=\"")
