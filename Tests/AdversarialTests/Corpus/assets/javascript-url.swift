Image("javascript:alert(1)")
