fatalError("boom")
