go test fuzz v1
[]byte("version = 1\n[builtin]\ndisable = [\"git.push-forc\", \"gti\", \"git.reset-hard\"]\nenable = [\"cloud.awz\"]\n")
