/**
 * The page of the sign-up request ("Pedido de adesão"), seeded in both countries; /adesao/{id}
 * opens it with that package already chosen (the page takes /path/{id} like an article page).
 */
export const SIGN_UP_PATH = '/adesao'
