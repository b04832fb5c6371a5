Text("user‮ ⁦// admin⁩ ⁦")
