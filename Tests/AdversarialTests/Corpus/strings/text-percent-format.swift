Text("%@ %s %n %x %1$@")
