let class = "x"
Text(class)
