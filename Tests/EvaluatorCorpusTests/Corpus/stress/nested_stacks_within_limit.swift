VStack {
    VStack {
        VStack {
            VStack {
                VStack {
                    VStack {
                        VStack {
                            VStack {
                                VStack {
                                    VStack {
                                        VStack {
                                            VStack {
                                                VStack {
                                                    VStack {
                                                        VStack {
                                                            VStack {
                                                                VStack {
                                                                    VStack {
                                                                        VStack {
                                                                            VStack {
                                                                                Text("deep")
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
