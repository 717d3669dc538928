// OpenSSL's libcrypto, for one call: the SHA-256 digest of a font file
// (EVP_Digest with EVP_sha256), the digest goldens name each font by.
#include <openssl/evp.h>
