TextField("<script>", text: .constant("</text><script>alert(1)</script>"))
