let isAdmin = false
/*‮ } ⁦if isAdmin⁩ ⁦ begin admins only */
Text(isAdmin ? "admin" : "user")
