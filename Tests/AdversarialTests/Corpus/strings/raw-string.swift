Text(#"</text><script>alert("1")</script>"#)
