let b = <<<REPEAT!REPEAT>>>true
Text(b ? "y" : "n")
