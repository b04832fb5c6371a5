Text("<svg onload=alert(1)>")
