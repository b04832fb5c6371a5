Imgae(systemName: "star")
