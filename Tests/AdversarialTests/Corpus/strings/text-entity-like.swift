Text("&script;&lt;script&gt;")
