package progs

import "strings"

// OpenSSL 3.0 (each subcommand's "openssl SUB -help"): closed at the
// subcommand level. The subcommands below have every option their help
// lists (with "-*", every digest or cipher name); another subcommand
// (s_server, ocsp, ca, ts …) leaves the command unresolved. -in, -key,
// -CAfile and the other files are read, -out, -keyout, -writerand … are
// written, -passin/-passout/-pass file:PATH read PATH (shell/); -config
// names a configuration that may load engines and providers, and
// -engine, -provider and -provider-path load code: all three leave the
// command unresolved. dgst (and each digest as a subcommand: sha256 …),
// verify, cms and smime read their operands.

// opensslCiphers are the cipher options that enc, ec, pkcs12, pkey, rsa
// and smime take alike, written once.
const opensslCiphers = "-aes-128-cbc -aes-128-cfb -aes-128-cfb1 -aes-128-cfb8 -aes-128-ctr -aes-128-ecb -aes-128-ofb " +
	"-aes-192-cbc -aes-192-cfb -aes-192-cfb1 -aes-192-cfb8 -aes-192-ctr -aes-192-ecb -aes-192-ofb " +
	"-aes-256-cbc -aes-256-cfb -aes-256-cfb1 -aes-256-cfb8 -aes-256-ctr -aes-256-ecb -aes-256-ofb " +
	"-aes128 -aes128-wrap -aes192 -aes192-wrap -aes256 -aes256-wrap -aria-128-cbc -aria-128-cfb " +
	"-aria-128-cfb1 -aria-128-cfb8 -aria-128-ctr -aria-128-ecb -aria-128-ofb -aria-192-cbc " +
	"-aria-192-cfb -aria-192-cfb1 -aria-192-cfb8 -aria-192-ctr -aria-192-ecb -aria-192-ofb " +
	"-aria-256-cbc -aria-256-cfb -aria-256-cfb1 -aria-256-cfb8 -aria-256-ctr -aria-256-ecb " +
	"-aria-256-ofb -aria128 -aria192 -aria256 -bf -bf-cbc -bf-cfb -bf-ecb -bf-ofb -blowfish " +
	"-camellia-128-cbc -camellia-128-cfb -camellia-128-cfb1 -camellia-128-cfb8 -camellia-128-ctr " +
	"-camellia-128-ecb -camellia-128-ofb -camellia-192-cbc -camellia-192-cfb -camellia-192-cfb1 " +
	"-camellia-192-cfb8 -camellia-192-ctr -camellia-192-ecb -camellia-192-ofb -camellia-256-cbc " +
	"-camellia-256-cfb -camellia-256-cfb1 -camellia-256-cfb8 -camellia-256-ctr -camellia-256-ecb " +
	"-camellia-256-ofb -camellia128 -camellia192 -camellia256 -cast -cast-cbc -cast5-cbc -cast5-cfb " +
	"-cast5-ecb -cast5-ofb -chacha20 -des -des-cbc -des-cfb -des-cfb1 -des-cfb8 -des-ecb -des-ede " +
	"-des-ede-cbc -des-ede-cfb -des-ede-ecb -des-ede-ofb -des-ede3 -des-ede3-cbc -des-ede3-cfb " +
	"-des-ede3-cfb1 -des-ede3-cfb8 -des-ede3-ecb -des-ede3-ofb -des-ofb -des3 -des3-wrap -desx " +
	"-desx-cbc -id-aes128-wrap -id-aes128-wrap-pad -id-aes192-wrap -id-aes192-wrap-pad " +
	"-id-aes256-wrap -id-aes256-wrap-pad -id-smime-alg-CMS3DESwrap -rc2 -rc2-128 -rc2-40 -rc2-40-cbc " +
	"-rc2-64 -rc2-64-cbc -rc2-cbc -rc2-cfb -rc2-ecb -rc2-ofb -rc4 -rc4-40 -seed -seed-cbc -seed-cfb " +
	"-seed-ecb -seed-ofb -sm4 -sm4-cbc -sm4-cfb -sm4-ctr -sm4-ecb -sm4-ofb"

// opensslEnc are the options of enc, which base64 is another name of.
const opensslEnc = "-help@S -list -ciphers -e -d -p -P -engine:@k -in:@r -k: -kfile:@r -out:@w -pass: -v -a -base64 -A " +
	"-nopad -salt -nosalt -debug -bufsize: -K: -S: -iv: -md: -iter: -pbkdf2 -none -rand:@r -writerand:@w " +
	"-provider-path:@k -provider:@k -propquery: " + opensslCiphers

var opensslSubs = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"asn1parse": "-help@S -oid:@r -inform: -in:@r -out:@w -noout -offset: -length: -strparse: -genstr: -genconf: " +
			"-strictpem -item: -i -dump -dlimit:",
		"base64": opensslEnc, // enc -base64
		"ciphers": "-help@S -v -V -stdname -convert: -s -tls1 -tls1_1 -tls1_2 -tls1_3 -psk -srp -ciphersuites: " +
			"-provider-path:@k -provider:@k -propquery:",
		"cms": "-help@S -in:@r -out:@w -config:@rk -encrypt -decrypt -sign -verify -resign -sign_receipt " +
			"-verify_receipt:@r -digest_create -digest_verify -compress -uncompress -EncryptedData_encrypt " +
			"-EncryptedData_decrypt -data_create -data_out -cmsout -inform: -outform: -rctform: -stream -indef " +
			"-noindef -binary -crlfeol -asciicrlf -pwri_password: -secretkey: -secretkeyid: -inkey:@r -passin: " +
			"-keyopt: -keyform: -engine:@k -provider-path:@k -provider:@k -propquery: -rand:@r -writerand:@w " +
			"-originator:@r -recip:@r -wrap: -aes128-wrap -aes192-wrap -aes256-wrap -des3-wrap " +
			"-debug_decrypt -md: -signer:@r -certfile:@r -cades -nodetach -nocerts -noattr -nosmimecap " +
			"-receipt_request_all -receipt_request_first -receipt_request_from: -receipt_request_to: -content:@r " +
			"-no_content_verify -no_attr_verify -nosigs -noverify -nointern -verify_retcode -CAfile:@r " +
			"-CApath:@r -CAstore:@r -no-CAfile -no-CApath -no-CAstore -keyid -econtent_type: -text -certsout:@w " +
			"-to: -from: -subject: -noout -print -nameopt: -receipt_request_print -policy: -purpose: " +
			"-verify_name: -verify_depth: -auth_level: -attime: -verify_hostname: -verify_email: -verify_ip: " +
			"-ignore_critical -issuer_checks -crl_check -crl_check_all -policy_check -explicit_policy " +
			"-inhibit_any -inhibit_map -x509_strict -extended_crl -use_deltas -policy_print -check_ss_sig " +
			"-trusted_first -suiteB_128_only -suiteB_128 -suiteB_192 -partial_chain -no_alt_chains " +
			"-no_check_time -allow_proxy_certs",
		"crl": "-help@S -verify -in:@r -inform: -key:@r -keyform: -out:@w -outform: -dateopt: -text -hash " +
			"-hash_old -nameopt: -issuer -lastupdate -nextupdate -noout -fingerprint -crlnumber -badsig " +
			"-gendelta:@r -CApath:@r -CAfile:@r -CAstore:@r -no-CAfile -no-CApath -no-CAstore -provider-path:@k " +
			"-provider:@k -propquery: -blake2b512 -blake2s256 -md4 -md5 -md5-sha1 -ripemd -ripemd160 -rmd160 " +
			"-sha1 -sha224 -sha256 -sha3-224 -sha3-256 -sha3-384 -sha3-512 -sha384 -sha512 -sha512-224 " +
			"-sha512-256 -shake128 -shake256 -sm3 -ssl3-md5 -ssl3-sha1 -whirlpool",
		"dgst": "-help@S -list -engine:@k -engine_impl -passin: -c -r -out:@w -keyform: -hex -binary -xoflen: -d " +
			"-debug -sign:@r -verify:@r -prverify:@r -sigopt: -signature:@r -hmac: -mac: -macopt: " +
			"-fips-fingerprint -rand:@r -writerand:@w -provider-path:@k -provider:@k -propquery: -blake2b512 " +
			"-blake2s256 -md4 -md5 -md5-sha1 -ripemd -ripemd160 -rmd160 -sha1 -sha224 -sha256 -sha3-224 " +
			"-sha3-256 -sha3-384 -sha3-512 -sha384 -sha512 -sha512-224 -sha512-256 -shake128 -shake256 -sm3 " +
			"-ssl3-md5 -ssl3-sha1 -whirlpool",
		"ec": "-help@S -engine:@k -in:@r -inform: -pubin -passin: -check -param_enc: -conv_form: -out:@w -outform: " +
			"-noout -text -param_out -pubout -no_public -passout: -provider-path:@k -provider:@k -propquery: " + opensslCiphers,
		"ecparam": "-help@S -list_curves -engine:@k -genkey -in:@r -inform: -out:@w -outform: -text -noout -param_enc: " +
			"-check -check_named -no_seed -name: -conv_form: -rand:@r -writerand:@w -provider-path:@k " +
			"-provider:@k -propquery:",
		"enc":    opensslEnc,
		"errstr": "-help@S",
		"genpkey": "-help@S -engine:@k -paramfile:@r -algorithm: -quiet -pkeyopt: -config:@rk -out:@w -outform: -pass: " +
			"-genparam -text -provider-path:@k -provider:@k -propquery:",
		"genrsa": "-help@S -engine:@k -3 -F4 -f4 -out:@w -passout: -primes: -verbose -traditional -rand:@r " +
			"-writerand:@w -provider-path:@k -provider:@k -propquery:",
		"kdf": "-help@S -kdfopt: -cipher: -digest: -mac: -keylen: -out:@w -binary -provider-path:@k -provider:@k " +
			"-propquery:",
		"list": "-help@S -1 -verbose -select: -commands -standard-commands -digest-commands -digest-algorithms " +
			"-kdf-algorithms -random-instances -random-generators -mac-algorithms -cipher-commands " +
			"-cipher-algorithms -encoders -decoders -key-managers -key-exchange-algorithms -kem-algorithms " +
			"-signature-algorithms -asymcipher-algorithms -public-key-algorithms -public-key-methods " +
			"-store-loaders -providers -engines -disabled -options: -objects -provider-path:@k -provider:@k " +
			"-propquery:",
		"mac": "-help@S -macopt: -cipher: -digest: -in:@r -out:@w -binary -provider-path:@k -provider:@k " +
			"-propquery:",
		"passwd": "-help@S -in:@r -noverify -stdin -quiet -table -reverse -salt: -6 -5 -apr1 -1 -aixmd5 -rand:@r " +
			"-writerand:@w -provider-path:@k -provider:@k -propquery:",
		"pkcs12": "-help@S -in:@r -out:@w -passin: -passout: -password: -twopass -nokeys -nocerts -noout -legacy " +
			"-engine:@k -provider-path:@k -provider:@k -propquery: -rand:@r -writerand:@w -info -nomacver " +
			"-clcerts -cacerts -noenc -nodes -export -inkey:@r -certfile:@r -passcerts: -chain -untrusted:@r " +
			"-CAfile:@r -CApath:@r -CAstore:@r -no-CAfile -no-CApath -no-CAstore -name: -caname: -CSP: -LMK " +
			"-keyex -keysig -keypbe: -certpbe: -descert -macalg: -iter: -noiter -nomaciter -maciter -nomac " + opensslCiphers,
		"pkcs7": "-help@S -engine:@k -in:@r -inform: -outform: -out:@w -noout -text -print -print_certs " +
			"-provider-path:@k -provider:@k -propquery:",
		"pkcs8": "-help@S -engine:@k -v1: -v2: -v2prf: -in:@r -inform: -passin: -nocrypt -out:@w -outform: -topk8 " +
			"-passout: -traditional -iter: -noiter -scrypt -scrypt_N: -scrypt_r: -scrypt_p: -rand:@r " +
			"-writerand:@w -provider-path:@k -provider:@k -propquery:",
		"pkey": "-help@S -engine:@k -provider-path:@k -provider:@k -propquery: -check -pubcheck -in:@r -inform: " +
			"-passin: -pubin -out:@w -outform: -passout: -traditional -pubout -noout -text -text_pub " +
			"-ec_conv_form: -ec_param_enc: " + opensslCiphers,
		"pkeyparam": "-help@S -engine:@k -check -in:@r -out:@w -text -noout -provider-path:@k -provider:@k -propquery:",
		"pkeyutl": "-help@S -engine:@k -engine_impl -sign -verify -encrypt -decrypt -derive -config:@rk -in:@r " +
			"-rawin -pubin -inkey:@r -passin: -peerkey:@r -peerform: -certin -rev -sigfile:@r -keyform: -out:@w " +
			"-asn1parse -hexdump -verifyrecover -digest: -pkeyopt: -pkeyopt_passin: -kdf: -kdflen: -rand:@r " +
			"-writerand:@w -provider-path:@k -provider:@k -propquery:",
		"prime": "-help@S -bits: -checks: -hex -generate -safe -provider-path:@k -provider:@k -propquery:",
		"rand": "-help@S -engine:@k -out:@w -base64 -hex -rand:@r -writerand:@w -provider-path:@k -provider:@k " +
			"-propquery:",
		"req": "-help@S -engine:@k -keygen_engine:@k -in:@r -inform: -verify -new -config:@rk -section: -utf8 " +
			"-nameopt: -reqopt: -text -x509 -CA:@r -CAkey:@r -subj: -subject -multivalue-rdn -days: -set_serial: " +
			"-copy_extensions: -addext: -extensions: -reqexts: -precert -key:@r -keyform: -pubkey -keyout:@w " +
			"-passin: -passout: -newkey: -pkeyopt: -sigopt: -vfyopt: -out:@w -outform: -batch -verbose -noenc " +
			"-nodes -noout -newhdr -modulus -rand:@r -writerand:@w -provider-path:@k -provider:@k -propquery: " +
			"-blake2b512 -blake2s256 -md4 -md5 -md5-sha1 -ripemd -ripemd160 -rmd160 -sha1 -sha224 -sha256 " +
			"-sha3-224 -sha3-256 -sha3-384 -sha3-512 -sha384 -sha512 -sha512-224 -sha512-256 -shake128 -shake256 " +
			"-sm3 -ssl3-md5 -ssl3-sha1 -whirlpool",
		"rsa": "-help@S -check -engine:@k -in:@r -inform: -pubin -RSAPublicKey_in -passin: -out:@w -outform: " +
			"-pubout -RSAPublicKey_out -passout: -noout -text -modulus -traditional -pvk-strong -pvk-weak " +
			"-pvk-none -provider-path:@k -provider:@k -propquery: " + opensslCiphers,
		"s_client": "-help@S -engine:@k -ssl_client_engine:@k -ssl_config:@k -ct -noct -ctlogfile:@r -host: -port: " +
			"-connect: -bind: -proxy: -proxy_user: -proxy_pass: -unix: -4 -6 -maxfraglen: -max_send_frag: " +
			"-split_send_frag: -max_pipelines: -read_buf: -fallback_scsv -cert:@r -certform: -cert_chain:@r " +
			"-build_chain -key:@r -keyform: -pass: -verify:@r -nameopt: -CApath:@r -CAfile:@r -CAstore:@r " +
			"-no-CAfile -no-CApath -no-CAstore -requestCAfile:@r -dane_tlsa_domain: -dane_tlsa_rrdata: " +
			"-dane_ee_no_namechecks -psk_identity: -psk: -psk_session:@r -name: -reconnect -sess_out:@w " +
			"-sess_in:@r -crlf -quiet -ign_eof -no_ign_eof -starttls: -xmpphost: -brief -prexit -showcerts " +
			"-debug -msg -msgfile:@w -nbio_test -state -keymatexport: -keymatexportlen: -security_debug " +
			"-security_debug_verbose -trace -keylogfile:@w -nocommands -servername: -noservername -tlsextdebug " +
			"-ignore_unexpected_eof -status -serverinfo: -alpn: -async -nbio -tls1 -tls1_1 -tls1_2 -tls1_3 -dtls " +
			"-timeout -mtu: -dtls1 -dtls1_2 -nextprotoneg: -early_data:@r -enable_pha -use_srtp: -srpuser: " +
			"-srppass: -srp_lateuser -srp_moregroups -srp_strength: -rand:@r -writerand:@w -no_ssl3 -no_tls1 " +
			"-no_tls1_1 -no_tls1_2 -no_tls1_3 -bugs -no_comp -comp -no_ticket -serverpref -legacy_renegotiation " +
			"-client_renegotiation -no_renegotiation -legacy_server_connect -no_resumption_on_reneg " +
			"-no_legacy_server_connect -allow_no_dhe_kex -prioritize_chacha -strict -sigalgs: -client_sigalgs: " +
			"-groups: -curves: -named_curve: -cipher: -ciphersuites: -min_protocol: -max_protocol: " +
			"-record_padding: -debug_broken_protocol -no_middlebox -no_etm -policy: -purpose: -verify_name: " +
			"-verify_depth: -auth_level: -attime: -verify_hostname: -verify_email: -verify_ip: -ignore_critical " +
			"-issuer_checks -crl_check -crl_check_all -policy_check -explicit_policy -inhibit_any -inhibit_map " +
			"-x509_strict -extended_crl -use_deltas -policy_print -check_ss_sig -trusted_first -suiteB_128_only " +
			"-suiteB_128 -suiteB_192 -partial_chain -no_alt_chains -no_check_time -allow_proxy_certs -CRL:@r " +
			"-crl_download -CRLform: -verify_return_error -verify_quiet -chainCAfile:@r -chainCApath:@r " +
			"-chainCAstore:@r -verifyCAfile:@r -verifyCApath:@r -verifyCAstore:@r -xkey:@r -xcert:@r -xchain:@r " +
			"-xchain_build -xcertform: -xkeyform: -provider-path:@k -provider:@k -propquery:",
		"smime": "-help@S -in:@r -inform: -out:@w -outform: -inkey:@r -keyform: -engine:@k -stream -indef -noindef " +
			"-config:@rk -encrypt -decrypt -sign -resign -verify -passin: -md: -pk7out -nointern -nodetach " +
			"-noattr -binary -signer:@r -content:@r -nocerts -nosigs -noverify -certfile:@r -recip:@r -to: " +
			"-from: -subject: -text -nosmimecap -CApath:@r -CAfile:@r -CAstore:@r -no-CAfile -no-CApath " +
			"-no-CAstore -nochain -crlfeol -rand:@r -writerand:@w -policy: -purpose: -verify_name: " +
			"-verify_depth: -auth_level: -attime: -verify_hostname: -verify_email: -verify_ip: -ignore_critical " +
			"-issuer_checks -crl_check -crl_check_all -policy_check -explicit_policy -inhibit_any -inhibit_map " +
			"-x509_strict -extended_crl -use_deltas -policy_print -check_ss_sig -trusted_first -suiteB_128_only " +
			"-suiteB_128 -suiteB_192 -partial_chain -no_alt_chains -no_check_time -allow_proxy_certs " +
			"-provider-path:@k -provider:@k -propquery: " + opensslCiphers,
		"verify": "-help@S -engine:@k -verbose -nameopt: -trusted:@r -CAfile:@r -CApath:@r -CAstore:@r -no-CAfile " +
			"-no-CApath -no-CAstore -untrusted:@r -CRLfile:@r -crl_download -show_chain -policy: -purpose: " +
			"-verify_name: -verify_depth: -auth_level: -attime: -verify_hostname: -verify_email: -verify_ip: " +
			"-ignore_critical -issuer_checks -crl_check -crl_check_all -policy_check -explicit_policy " +
			"-inhibit_any -inhibit_map -x509_strict -extended_crl -use_deltas -policy_print -check_ss_sig " +
			"-trusted_first -suiteB_128_only -suiteB_128 -suiteB_192 -partial_chain -no_alt_chains " +
			"-no_check_time -allow_proxy_certs -vfyopt: -provider-path:@k -provider:@k -propquery:",
		"version": "-help@S -a -b -d -e -m -f -o -p -r -v -c",
		"x509": "-help@S -in:@r -passin: -new -x509toreq -req -copy_extensions: -inform: -vfyopt: -key:@r " +
			"-signkey:@r -keyform: -out:@w -outform: -nocert -noout -text -dateopt: -certopt: -fingerprint " +
			"-alias -serial -startdate -enddate -dates -subject -issuer -nameopt: -email -hash -subject_hash " +
			"-subject_hash_old -issuer_hash -issuer_hash_old -ext: -ocspid -ocsp_uri -purpose -pubkey -modulus " +
			"-checkend: -checkhost: -checkemail: -checkip: -set_serial: -next_serial -days: -preserve_dates " +
			"-subj: -force_pubkey:@r -clrext -extfile:@r -extensions: -sigopt: -badsig -CA:@r -CAform: -CAkey:@r " +
			"-CAkeyform: -CAserial:@w -CAcreateserial@D -trustout -setalias: -clrtrust -addtrust: -clrreject " +
			"-addreject: -rand:@r -writerand:@w -engine:@k -provider-path:@k -provider:@k -propquery: " +
			"-blake2b512 -blake2s256 -md4 -md5 -md5-sha1 -ripemd -ripemd160 -rmd160 -sha1 -sha224 -sha256 " +
			"-sha3-224 -sha3-256 -sha3-384 -sha3-512 -sha384 -sha512 -sha512-224 -sha512-256 -shake128 -shake256 " +
			"-sm3 -ssl3-md5 -ssl3-sha1 -whirlpool",
	}
}}

// opensslDigests are the digests openssl dgst -list names, each also a
// subcommand (openssl sha256 FILE).
var opensslDigests = "-blake2b512 -blake2s256 -md4 -md5 -md5-sha1 -ripemd -ripemd160 -rmd160 -sha1 -sha224 -sha256 -sha3-224 -sha3-256 -sha3-384 -sha3-512 -sha384 -sha512 -sha512-224 -sha512-256 -shake128 -shake256 -sm3 -ssl3-md5 -ssl3-sha1 -whirlpool"

// openssl is openssl's entry: no options before the subcommand, then the
// subcommand's own table.
func openssl() *Program {
	subs := make(map[string]func() *Options, len(opensslSubs.get()))
	for name, desc := range opensslSubs.get() {
		subs[name] = func() *Options { return opts(desc, OneDash) }
	}
	for _, dg := range strings.Fields(opensslDigests) {
		if name := strings.TrimPrefix(dg, "-"); subs[name] == nil {
			subs[name] = subs["dgst"]
		}
	}
	return &Program{Global: opts("", OneDash), Def: opts("", OneDash), LazySubs: subs, Layout: OpenSSLOps}
}

// OpenSSLReadsOperands reports whether openssl's subcommand sub reads
// the files its operands name (dgst and the digests, verify, cms,
// smime), and whether pregate models sub at all.
func OpenSSLReadsOperands(sub string) (reads, known bool) {
	if _, ok := opensslSubs.get()[sub]; ok {
		return sub == "dgst" || sub == "verify" || sub == "cms" || sub == "smime", true
	}
	if strings.Contains(" "+opensslDigests+" ", " -"+sub+" ") {
		return true, true
	}
	return false, false
}
