Label("x", image: "../../etc/passwd")
