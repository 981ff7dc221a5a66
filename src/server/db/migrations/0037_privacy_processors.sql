-- Issue 68 (decision 0080): the privacy policy names every processor the site calls (LGPD art. 9), and the
-- privacy policy and the cookies page say that 'Lembrar minha cidade neste aparelho' keeps the city on the
-- device. Only a sentence still as shipped is replaced; the next start draws the pages' HTML again (seed.ts,
-- renderStoredHtmlAgain). The texts are seed-pages.ts's, as escapeMarkdown writes them.
UPDATE "pages" SET "body" = replace("body", ' Serve para mostrar os planos vendidos na sua cidade. Fica no armazenamento de sessão do seu navegador (session storage) só durante a visita, para que as outras páginas já mostrem os planos dela: é apagada quando você fecha a aba, não é gravada nos nossos servidores, e por isso o site pergunta de novo a cada visita.', ' Serve para mostrar os planos vendidos na sua cidade. Fica no armazenamento de sessão do seu navegador (session storage) durante a visita, para que as outras páginas já mostrem os planos dela, e é apagada quando você fecha a aba. Se você marcar “Lembrar minha cidade neste aparelho”, ela fica no armazenamento local do navegador (local storage) e o site já a mostra nas próximas visitas, até você escolher outra cidade ou limpar os dados do site no navegador. Não é gravada nos nossos servidores.') WHERE "key" = 'politica-privacidade';--> statement-breakpoint
UPDATE "pages" SET "body" = replace("body", 'A cidade que você escolhe fica no armazenamento de sessão do seu navegador (session storage) só durante a visita, para que as outras páginas já mostrem os planos dela; é apagada quando você fecha a aba.', 'A cidade que você escolhe fica no armazenamento de sessão do seu navegador (session storage) durante a visita, para que as outras páginas já mostrem os planos dela; é apagada quando você fecha a aba. Se você marcar “Lembrar minha cidade neste aparelho”, ela fica no armazenamento local do navegador (local storage) até você escolher outra cidade ou limpar os dados do site.') WHERE "key" = 'cookies';--> statement-breakpoint
UPDATE "pages" SET "body" = replace("body", 'com autoridades quando a lei exigir.

## Seus direitos', 'com autoridades quando a lei exigir.

Conforme o que está configurado, o site envia dados a estes serviços:

- **Nosso sistema de gestão (ERP).** O CEP e o número consultados, para conferir a viabilidade; os dados de uma contratação (nome, CPF, data de nascimento, contatos, endereço, plano, horários e fotos) e os pedidos de contato; e, na sua conta de assinante, o CPF ou CNPJ, para encontrar o seu cadastro.
- **Serviço de consulta de CEP.** Só o CEP informado, para trazer a rua e o bairro.
- **Serviço de localização (geocodificação).** O CEP, o número e a rua consultados ou, se você tocar em “Usar minha localização”, as coordenadas do seu celular, para saber se a fibra chega à sua casa. As coordenadas não são guardadas.
- **RD Station (marketing).** Nome, contatos e cidade de um pedido de contato, quando essa integração está ligada.
- **Nosso servidor de e-mail (SMTP).** O seu e-mail e a mensagem que enviamos: o protocolo de uma contratação, o código de acesso à sua conta, um aviso que você pediu.
- **WhatsApp Cloud API (Meta).** O aviso à nossa equipe de vendas com o nome e o contato de um pedido, e o código de acesso à sua conta enviado ao WhatsApp do seu cadastro.

## Seus direitos') WHERE "key" = 'politica-privacidade' AND "body" NOT LIKE '%WhatsApp Cloud API%';
