Text("]]>")
