Text("\"\"\" onmouseover=\"alert(1)")
