Toggle("<script>alert(1)</script>", isOn: .constant(true))
