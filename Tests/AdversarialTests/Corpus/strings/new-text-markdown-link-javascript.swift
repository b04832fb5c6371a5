Text("[x](javascript:alert(1))")
