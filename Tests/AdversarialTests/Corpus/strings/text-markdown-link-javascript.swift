Text("[click](javascript:alert(1))")
