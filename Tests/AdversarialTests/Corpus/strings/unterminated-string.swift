Text("</text><script>
