Text("<scr" + "ipt>" + "alert(1)" + "</scr" + "ipt>")
