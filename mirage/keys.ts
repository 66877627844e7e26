/**
 * The demo's fixed RSA-2048 key pair for wallet gift links (POST /api/wallet/truelink): the app encrypts
 * `<gift link>::<wallet account name>` with RSA-OAEP (SHA-256) under the public key, the demo bank decrypts it.
 * Generated once with node's crypto.generateKeyPairSync (spki / pkcs8 PEM). Demo only: it is public, never use it
 * for a real backend.
 */
export const DEMO_TRUELINK_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA6Tp+vPGf+j922tptfio9
2SuX5sNJKJKYFdUXHKadrrruETvJTMg+5bfofC2xhnarp24EnO+RS4/0RUyFfxy9
IjvEJk/qEV8aon2vimNQxjSg1mHy1cSjOKbNBZGz3etxBWNi/9/q09aRDNKh8E+u
lbHF4b4hPciiwlVdty8hvFpawFn1Cb28dwE8Nb2Ouhy9Ahht4QKTiG8qYsq8lFH7
tDaplk2GiMHvtNTbn3DAEJgmpfrEOpjSeDoY+tvzd5M+NyKbdnNHsWKJaw/PjDZh
TMxeSTz4X5Qhg7UUGjCdKKwV3UjQAe1fff2fHX9/Ghe9SDf5WrJtcuR3DMk2uGJc
sQIDAQAB
-----END PUBLIC KEY-----`;

export const DEMO_TRUELINK_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDpOn688Z/6P3ba
2m1+Kj3ZK5fmw0kokpgV1Rccpp2uuu4RO8lMyD7lt+h8LbGGdqunbgSc75FLj/RF
TIV/HL0iO8QmT+oRXxqifa+KY1DGNKDWYfLVxKM4ps0FkbPd63EFY2L/3+rT1pEM
0qHwT66VscXhviE9yKLCVV23LyG8WlrAWfUJvbx3ATw1vY66HL0CGG3hApOIbypi
yryUUfu0NqmWTYaIwe+01NufcMAQmCal+sQ6mNJ4Ohj62/N3kz43Ipt2c0exYolr
D8+MNmFMzF5JPPhflCGDtRQaMJ0orBXdSNAB7V99/Z8df38aF71IN/lasm1y5HcM
yTa4YlyxAgMBAAECggEAC9x6t5c+QJbbr5OuP91cGeBasFS8MsEJ1QpqS325xToi
g2Pb//irIjmxLCeSwLjmT/SLbYPNit8+WAvlOiq2/7e0aRJlYA7LJvpnZA1a/UmN
6HlAxVhjyKzK/n6DfETOEa0VStgTdESUSeeobrVOtrQ80Rc/T4oVpPZ8dqWB/Lcu
y6/GpWJVqfyqcjniVn/L1uhlpdB4Q2Bhi5yNIiFmwlzcPrEcoYkjTof6RTDkZywI
BPS8Bk3HbYa1+0Co4Ir7sqEzZm7KSuHtErus/xOUjslXDKYAb4g5zX9T0QIMxFFL
4dQfXwgW+xxhn2njNJsnuQbr9isOg4zTKEyw6crptQKBgQD6oRKg0dNgGBkSUn37
BPDHDzmJ0t8cD+YwJKxgSjrU37gCM//CFR0ktwJKZav0I08myR4x2FFabO+gpjTu
A9ZsSE5A1iSZEXe6BK5qVi26C+hg+/POQjc0MtWdddecQ8HQE0OuaVSHc/qpgidq
Hw87zfguHUyaMjKWzh3iqSTrpwKBgQDuOfa7b4aVfa5yogNkrAV0PkcTgZJLUXef
/oOwfr1Lj+9ItusfHKNsKNAf69+OjXj9VD1Z2brudUZcOMx+VPLMIBIukRW2QPdV
TUibdNF06pEMvbpzCn6LBfm1Iz6Fqpz9HpW+p+xVOGAlx+4d2jVput8rtBBwghvk
nQAvO0Of5wKBgQDQb7T2WorYmDIBsuljIjC83ESWAvHafL6Lu3RAgHt9HrIB4w0J
dFXQewNErFndqJ/jOdAK1ESUV5TSnmfWqwpg86Fg+rdlNcnEwq/rb9CHse+I+QFC
wH74wm41jhPKue8uBVd8bc0G+cW1w7DT6RDaQ+nrMCLM+oJoOPNR1ioGcQKBgQCH
nxwmLSHTbU+pFy8TWxNn0CSqqDNfCawuu7jA/AZMRE8XeHt2pNkstDd4VNJa15Ov
tQuQYXIYW0+JJRTWPwpSx1dSh2py7Z1hRLQ3PFQaWYfmVwUUhT7xap90TfJEKpNh
Ts41UmgrRAMIvz+CYz3RSX/P450QUCINDoySVwzytQKBgBnsmSX5vyN63phL7lGh
8weFCbPxQ/MvA/BN6QFF39H6PVSMZsHQSGqUgT7BYty4vrCoG2mCcPNVjdygxR9k
qBMwpCFxr4w+pesZWf0SGES2n55RQIgsc3EVvqlmsKiSyRoMPMlPNSdTEMSiMXIR
VTSDlknHU5xifcbnWxoEKene
-----END PRIVATE KEY-----`;
