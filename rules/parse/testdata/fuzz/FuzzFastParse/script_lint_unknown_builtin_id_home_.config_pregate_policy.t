go test fuzz v1
string("version = 1\n[builtin]\ndisable = [\"git.push-forc\", \"gti\", \"git.reset-hard\"]\nenable = [\"cloud.awz\"]\n")
