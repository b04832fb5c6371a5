Image(decorative: "../../etc/passwd")
