#Preview("</figcaption><script>alert(1)</script>") {
    Text("x")
}
