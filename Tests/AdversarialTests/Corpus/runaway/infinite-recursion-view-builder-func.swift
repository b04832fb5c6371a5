@ViewBuilder func v() -> some View { v() }
v()
