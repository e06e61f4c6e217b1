import type { Locale } from "../i18n/locales";

/**
 * The privacy policy's words in one language (issue 31): whole sentences and paragraphs, written
 * for that language's readers (not word for word). Values in them are already HTML: the site's
 * name escaped, a cookie's name in <code>, the contact form's link made by `link(text)`.
 */
export interface PolicyWords {
  title: string;
  intro: (site: string) => string;
  storeHeading: string;
  /** Each kind of data: its label (bold) and what it is. */
  account: [string, string];
  posts: [string, string];
  punishments: [string, string];
  security: [string, string];
  cookiesHeading: string;
  cookiesIntro: string;
  sessionCookie: (cookie: string, httpsCookie: string) => string;
  xsrfCookie: (cookie: string) => string;
  mailHeading: string;
  mail: string;
  servicesHeading: string;
  services: string;
  keepHeading: string;
  keep: string;
  rightsHeading: string;
  rights: (link: (text: string) => string) => string;
}

const en: PolicyWords = {
  title: "Privacy policy",
  intro: (site) =>
    `${site} is the community website of a Minecraft server. This page says what we store about you, why, and how to have it removed.`,
  storeHeading: "What we store",
  account: [
    "Your account:",
    "username, e-mail address, a password hash (never the password itself), the date you joined, and what you choose to put on your profile: picture, Minecraft name, Discord name and about-me text.",
  ],
  posts: ["What you post:", "appeals, comments, contact messages and news networks, with their dates."],
  punishments: [
    "Punishment records:",
    "in-game punishments (player name and uuid, reason, issuer, dates) are published on the punished-players page, as part of the server's rules.",
  ],
  security: [
    "Security records:",
    "your active sessions (with the IP address and browser that started them), failed sign-in attempts, and rate-limit counters, kept to protect accounts from abuse.",
  ],
  cookiesHeading: "Cookies",
  cookiesIntro: "We set only the cookies the site needs to work; there are no advertising cookies.",
  sessionCookie: (cookie, httpsCookie) =>
    `${cookie} (${httpsCookie} on https): keeps you signed in. HttpOnly, expires after two weeks without use, a month after you signed in, or when you log out.`,
  xsrfCookie: (cookie) =>
    `${cookie}: protects forms against cross-site request forgery. It holds a random value and nothing about you.`,
  mailHeading: "E-mail",
  mail: "We e-mail you only for your account: verifying your address, resetting your password, and replies to your appeals. We never sell or share your address, and we send no marketing.",
  servicesHeading: "Other services",
  services:
    "Player heads are loaded from a public avatar service by Minecraft uuid, which sees your IP address when your browser fetches the picture. When the site owner turns on Google reCAPTCHA, Google's terms apply to forms that use it; by default the bot check runs on our own server.",
  keepHeading: "How long we keep it",
  keep: "Account data is kept while your account exists. An account whose e-mail address is never verified is deleted after a week. Sessions end after two weeks of inactivity, and reset and verification links expire within hours.",
  rightsHeading: "Your rights and deletion",
  rights: (link) =>
    `You can see and change your profile at any time. To get a copy of your data or to have your account deleted, send a message through the ${link("contact form")} from the e-mail address on your account; we answer within 30 days. Punishment records may be kept as long as the punishment is relevant to the server's safety.`,
};

const de: PolicyWords = {
  title: "Datenschutzerklärung",
  intro: (site) =>
    `${site} ist die Community-Website eines Minecraft-Servers. Auf dieser Seite erfährst du, welche Daten wir über dich speichern, wozu wir sie brauchen und wie du sie löschen lassen kannst.`,
  storeHeading: "Welche Daten wir speichern",
  account: [
    "Dein Konto:",
    "Benutzername, E-Mail-Adresse, ein Hash deines Passworts (niemals das Passwort selbst), das Datum deiner Registrierung sowie alles, was du freiwillig in dein Profil einträgst: Bild, Minecraft-Name, Discord-Name und „Über mich“-Text.",
  ],
  posts: [
    "Deine Beiträge:",
    "Einsprüche, Kommentare, Nachrichten über das Kontaktformular und Nachrichtennetzwerke, jeweils mit Datum.",
  ],
  punishments: [
    "Strafeinträge:",
    "Strafen im Spiel (Spielername und UUID, Grund, wer sie verhängt hat, Daten) werden als Teil der Serverregeln auf der Seite der bestraften Spieler veröffentlicht.",
  ],
  security: [
    "Sicherheitsdaten:",
    "deine aktiven Sitzungen (mit der IP-Adresse und dem Browser, mit denen sie begonnen wurden), fehlgeschlagene Anmeldeversuche und Zähler für Anfragelimits. Sie dienen dazu, Konten vor Missbrauch zu schützen.",
  ],
  cookiesHeading: "Cookies",
  cookiesIntro: "Wir setzen nur die Cookies, die für den Betrieb der Website nötig sind. Werbe-Cookies gibt es nicht.",
  sessionCookie: (cookie, httpsCookie) =>
    `${cookie} (${httpsCookie} bei https): hält dich angemeldet. HttpOnly; läuft nach zwei Wochen ohne Nutzung ab, spätestens einen Monat nach der Anmeldung oder wenn du dich abmeldest.`,
  xsrfCookie: (cookie) =>
    `${cookie}: schützt Formulare vor Cross-Site-Request-Forgery. Es enthält einen zufälligen Wert und nichts über dich.`,
  mailHeading: "E-Mail",
  mail: "Wir schreiben dir nur E-Mails, die dein Konto betreffen: zur Bestätigung deiner Adresse, zum Zurücksetzen deines Passworts und bei Antworten auf deine Einsprüche. Wir verkaufen deine Adresse nicht, geben sie nicht weiter und schicken dir keine Werbung.",
  servicesHeading: "Andere Dienste",
  services:
    "Spielerköpfe werden anhand der Minecraft-UUID von einem öffentlichen Avatar-Dienst geladen. Dieser sieht deine IP-Adresse, wenn dein Browser das Bild abruft. Wenn der Betreiber der Website Google reCAPTCHA einschaltet, gelten für die Formulare, die es nutzen, die Bedingungen von Google. Standardmäßig läuft die Bot-Prüfung auf unserem eigenen Server.",
  keepHeading: "Wie lange wir Daten aufbewahren",
  keep: "Kontodaten bleiben gespeichert, solange dein Konto besteht. Ein Konto, dessen E-Mail-Adresse nie bestätigt wird, wird nach einer Woche gelöscht. Sitzungen enden nach zwei Wochen ohne Aktivität, und Links zum Zurücksetzen und Bestätigen verfallen nach wenigen Stunden.",
  rightsHeading: "Deine Rechte und die Löschung deiner Daten",
  rights: (link) =>
    `Du kannst dein Profil jederzeit einsehen und ändern. Wenn du eine Kopie deiner Daten möchtest oder dein Konto löschen lassen willst, schreib uns über das ${link("Kontaktformular")}, und zwar von der E-Mail-Adresse deines Kontos aus. Wir antworten innerhalb von 30 Tagen. Strafeinträge können aufbewahrt werden, solange die Strafe für die Sicherheit des Servers von Bedeutung ist.`,
};

const es: PolicyWords = {
  title: "Política de privacidad",
  intro: (site) =>
    `${site} es el sitio web de la comunidad de un servidor de Minecraft. En esta página te explicamos qué datos guardamos sobre ti, para qué y cómo puedes pedir que los eliminemos.`,
  storeHeading: "Qué datos guardamos",
  account: [
    "Tu cuenta:",
    "nombre de usuario, dirección de correo electrónico, un hash de tu contraseña (nunca la contraseña en sí), la fecha en que te registraste y lo que decidas añadir a tu perfil: imagen, nombre de Minecraft, nombre de Discord y texto sobre ti.",
  ],
  posts: ["Lo que publicas:", "apelaciones, comentarios, mensajes de contacto y redes de noticias, con sus fechas."],
  punishments: [
    "Registro de sanciones:",
    "las sanciones dentro del juego (nombre y uuid del jugador, motivo, quién la aplicó, fechas) se publican en la página de jugadores sancionados, como parte de las normas del servidor.",
  ],
  security: [
    "Registros de seguridad:",
    "tus sesiones activas (con la dirección IP y el navegador desde los que se iniciaron), los intentos fallidos de inicio de sesión y los contadores de límite de solicitudes, que conservamos para proteger las cuentas frente a abusos.",
  ],
  cookiesHeading: "Cookies",
  cookiesIntro: "Solo usamos las cookies que el sitio necesita para funcionar; no hay cookies publicitarias.",
  sessionCookie: (cookie, httpsCookie) =>
    `${cookie} (${httpsCookie} con https): mantiene tu sesión iniciada. Es HttpOnly y caduca tras dos semanas sin uso, un mes después de iniciar sesión o cuando cierras la sesión.`,
  xsrfCookie: (cookie) =>
    `${cookie}: protege los formularios contra la falsificación de solicitudes entre sitios (CSRF). Contiene un valor aleatorio y ningún dato sobre ti.`,
  mailHeading: "Correo electrónico",
  mail: "Solo te escribimos por asuntos de tu cuenta: para verificar tu dirección, restablecer tu contraseña y avisarte de respuestas a tus apelaciones. Nunca vendemos ni compartimos tu dirección, y no enviamos publicidad.",
  servicesHeading: "Otros servicios",
  services:
    "Las cabezas de los jugadores se cargan desde un servicio público de avatares a partir del uuid de Minecraft, que ve tu dirección IP cuando tu navegador descarga la imagen. Si el propietario del sitio activa Google reCAPTCHA, los formularios que lo usan quedan sujetos a las condiciones de Google; de forma predeterminada, la comprobación antibots se ejecuta en nuestro propio servidor.",
  keepHeading: "Cuánto tiempo conservamos los datos",
  keep: "Los datos de la cuenta se conservan mientras la cuenta exista. Una cuenta cuya dirección de correo nunca se verifica se elimina al cabo de una semana. Las sesiones terminan tras dos semanas de inactividad, y los enlaces de restablecimiento y de verificación caducan en unas horas.",
  rightsHeading: "Tus derechos y la eliminación de tus datos",
  rights: (link) =>
    `Puedes ver y cambiar tu perfil en cualquier momento. Para obtener una copia de tus datos o pedir que eliminemos tu cuenta, envíanos un mensaje mediante el ${link("formulario de contacto")} desde la dirección de correo de tu cuenta; respondemos en un plazo de 30 días. Los registros de sanciones pueden conservarse mientras la sanción sea relevante para la seguridad del servidor.`,
};

const ptBR: PolicyWords = {
  title: "Política de privacidade",
  intro: (site) =>
    `${site} é o site da comunidade de um servidor de Minecraft. Esta página explica quais dados guardamos sobre você, por que e como pedir que sejam removidos.`,
  storeHeading: "O que guardamos",
  account: [
    "Sua conta:",
    "nome de usuário, endereço de e-mail, um hash da sua senha (nunca a senha em si), a data em que você se cadastrou e o que você escolher colocar no seu perfil: foto, nome no Minecraft, nome no Discord e texto sobre você.",
  ],
  posts: [
    "O que você publica:",
    "apelações, comentários, mensagens de contato e redes de notícias, com as respectivas datas.",
  ],
  punishments: [
    "Registros de punições:",
    "as punições dentro do jogo (nome e uuid do jogador, motivo, quem aplicou, datas) são publicadas na página de jogadores punidos, como parte das regras do servidor.",
  ],
  security: [
    "Registros de segurança:",
    "suas sessões ativas (com o endereço IP e o navegador que as iniciaram), tentativas de login malsucedidas e contadores de limite de requisições, guardados para proteger as contas contra abusos.",
  ],
  cookiesHeading: "Cookies",
  cookiesIntro: "Usamos apenas os cookies de que o site precisa para funcionar; não há cookies de publicidade.",
  sessionCookie: (cookie, httpsCookie) =>
    `${cookie} (${httpsCookie} em https): mantém você conectado. É HttpOnly e expira após duas semanas sem uso, um mês depois de você entrar ou quando você sai.`,
  xsrfCookie: (cookie) =>
    `${cookie}: protege os formulários contra falsificação de requisições entre sites (CSRF). Ele guarda um valor aleatório e nada sobre você.`,
  mailHeading: "E-mail",
  mail: "Só enviamos e-mails sobre a sua conta: para verificar seu endereço, redefinir sua senha e avisar sobre respostas às suas apelações. Nunca vendemos nem compartilhamos seu endereço, e não enviamos propaganda.",
  servicesHeading: "Outros serviços",
  services:
    "As cabeças dos jogadores são carregadas de um serviço público de avatares pelo uuid do Minecraft, que vê seu endereço IP quando o seu navegador busca a imagem. Quando o dono do site ativa o Google reCAPTCHA, os termos do Google se aplicam aos formulários que o usam; por padrão, a verificação contra bots roda no nosso próprio servidor.",
  keepHeading: "Por quanto tempo guardamos os dados",
  keep: "Os dados da conta são guardados enquanto a sua conta existir. Uma conta cujo endereço de e-mail nunca é verificado é excluída após uma semana. As sessões terminam após duas semanas de inatividade, e os links de redefinição e de verificação expiram em poucas horas.",
  rightsHeading: "Seus direitos e a exclusão dos dados",
  rights: (link) =>
    `Você pode ver e alterar seu perfil a qualquer momento. Para receber uma cópia dos seus dados ou pedir a exclusão da sua conta, envie uma mensagem pelo ${link("formulário de contato")} a partir do endereço de e-mail da sua conta; respondemos em até 30 dias. Os registros de punições podem ser mantidos enquanto a punição for relevante para a segurança do servidor.`,
};

/** Each shipped language's words. */
export const POLICY_WORDS: Record<Locale, PolicyWords> = { en, de, es, "pt-BR": ptBR };
