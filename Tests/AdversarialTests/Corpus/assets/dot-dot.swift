Image("..")
