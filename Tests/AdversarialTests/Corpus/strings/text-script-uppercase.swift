Text("<SCRIPT>alert(1)</SCRIPT>")
