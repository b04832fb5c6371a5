Text("""
abc
