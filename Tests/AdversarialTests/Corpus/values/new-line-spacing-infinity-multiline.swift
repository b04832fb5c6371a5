Text("a\nb\nc").lineSpacing(.infinity)
