Image("/proc/self/environ")
