<<<REPEATZStack { HStack { REPEAT>>>Color.red<<<REPEAT } }REPEAT>>>
