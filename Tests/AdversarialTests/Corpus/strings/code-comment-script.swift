// </text><script>alert(1)</script>
/* ]]> */
Text("x")
