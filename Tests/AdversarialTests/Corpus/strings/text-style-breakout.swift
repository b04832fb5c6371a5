Text("</style><script>alert(1)</script>")
