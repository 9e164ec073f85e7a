"""Portuguese training lines, third batch (lane 96): threats in more constructions, wished and incited violence,
defamation stated as fact, doxxing in more formats, and hard benign twins. See __init__ and en3."""

LINES = {
    "threat": """
Aproveita o veredito, jurado onze. Aproveita enquanto ainda consegue andar.
Tenho teu horário, teu carro e a cópia da tua chave. Até logo.
O ônibus do teu filho chega às quinze para as quatro. Seria uma pena se ele não viesse nele.
Bonita casa de madeira a sua. Madeira pega fogo rapidinho, né?
No seu lugar eu olharia embaixo do carro toda manhã, doutora.
Quem fala no julgamento costuma cair da janela por aqui.
Acha que a polícia vai ficar na tua porta pra sempre?
Quando você menos esperar, promotor. É aí que vai ser.
Fala o nome dele na segunda e você não chega na terça.
Conta pro juiz o que você viu e tua mãe recebe uma visita.
Te espero no estacionamento, e não vou sozinho.
Cartão vermelho, juiz, e dessa vez não é futebol: te espero na saída.
Xeque-mate, testemunha. Ou você some ou a gente te faz sumir.
Uns amigos meus estão doidos pra cumprimentar tua filha na saída da escola.
Acidente acontece com quem não sabe ficar calado.
Retira a queixa ou a gente te retira, simples assim.
Olha bem pros teus filhos hoje à noite.
Da próxima vez não vai ser um tijolo entrando pela janela, vai ser você saindo por ela.
Sei em que hospital tua mulher dá plantão. Pensa nisso.
Você vai pagar por cada palavra que disse lá dentro, eu juro.
v0cê n4o ch3ga em c4sa h0je, t3stemunha
Os freios desse teu carro estão bem gastos, jurado. Dirige com cuidado.
Se condenarem ele, os jurados que arrumem fechaduras boas.
Quanto tempo você acha que a ambulância leva pra chegar na tua rua às duas da manhã? Mais do que você tem.
Instala um alarme bom, testemunha. Não vai adiantar nada, mas enfim.
Vão começar a acontecer coisas com você, jurado nove, e você vai saber por quê.
Alguém vai te achar de bruços no canal, guarda o que eu tô dizendo.
Três dias, doutor. É o que te resta.
Vai escolhendo um terno bonito pro enterro. O teu.
Seria triste tua filhinha crescer sem pai.
Game over pra você, testemunha, e não tô falando do videogame.
Eu e você, lá fora, depois da audiência. Só um volta.
Paga o que deve até sexta ou a loja pega fogo com você atrás do balcão.
Bonita foto da tua porta. Eu mesmo tirei hoje de manhã.
Grava bem a minha cara, jurado. É a última que você vai ver.
Isso não acabou. Da próxima vez eu trago os amigos e as ferramentas.
Teu moleque joga bola no sábado, né? Campo três, perto do mato.
Cuidado ao atravessar amanhã, meritíssimo. Aqui os carros não param.
Cala a boca ou eu fecho ela pra sempre.
Ninguém nunca vai achar o corpo, testemunha. Pensa nisso.
Hoje à noite você vai aprender o que acontece com X9.
Tô na frente da tua casa agora, cortina bonita, jurado seis.
Se meu filho for preso, o teu vai pra debaixo da terra.
Continua depondo e você sai do fórum de cadeira de rodas.
A gente vai te dar um susto que você nunca vai esquecer, se ainda tiver vida pra lembrar.
0 pr3sid3nte d0 jur1 n4o ch3g4 no n4t4l
Vai ter consequência pra tua família, jurado, e não é consequência jurídica.
Conheço gente que faz isso por profissão, e eles me devem um favor.
Considere-se avisado. Não vai ter segundo aviso.
Reza tudo o que você sabe hoje à noite, testemunha.
Aproveita teu último fim de semana, promotora.
Começa a correr, X9, e não para.
Tem preço pela tua cabeça agora e meio bairro já sabe.
Você vai acabar com os pés no cimento no fundo da represa.
Culpado, problema grande pra você. Inocente, problema nenhum. Você escolhe.
Gasolina é barato. Tua vida também.
Achamos teu sítio. Lugar tranquilo. Ninguém ia ouvir nada.
Tenho uma pá no porta-malas e o lugar já está escolhido pra você.
Não é ameaça, é fato: quem mexe com a minha família acaba no hospital.
Tua lojinha tem muito vidro, e você sempre fecha sozinha.
Quando eu sair, a primeira coisa que eu faço é te procurar.
Amanhã não liga o carro, doutor. Conselho de amigo.
Você tem dois filhos e uma vida só, testemunha. Pensa bem no que vai falar.
O gato do juiz sumiu. O próximo é o juiz.
Você vai ver só quando sair daí, vai se arrepender de ter nascido.
Vou acabar contigo, e ninguém vai saber onde te achar.
Você tá ferrado, jurado, ferrado de verdade.
Vou te pegar na saída, pode esperar.
Tô de olho em você e na tua família, cada passo.
Vai sobrar pra você, promotor, e não vai ser pouco.
Teus dias estão contados, testemunha.
Você não sabe com quem tá mexendo, mas vai descobrir.
Se abrir a boca de novo, vai dormir com os peixes.
Cuidado comigo, que eu não esqueço de cara.
Vou te deixar irreconhecível, nem tua mãe vai te achar bonito.
Vossa Excelência deveria saber que meus sócios não são tão pacientes quanto eu.
Eu aconselharia a testemunha a rever o depoimento, pelo bem da saúde dela.
Pela sua própria segurança, doutor, eu largaria esse caso até sexta.
Seria do seu interesse não vir ao fórum na segunda, jurado. Nem nunca mais.
Mande lembranças pra sua esposa, jurado, e diga pra ela trancar bem a porta dos fundos.
Com certeza o escrivão sabe que acidentes são muito comuns na profissão dele.
""",
    "violence": """
Alguém tira o juiz do carro e espanca ele até desmaiar.
Dou cem reais pra quem quebrar os joelhos do promotor.
Esses jurados todos deviam ser colocados no paredão.
Vão hoje à noite na rua da testemunha e façam ele pagar, todo mundo junto.
Tomara que o advogado de defesa tenha a cabeça arrebentada a pauladas.
Tomara que o júri inteiro morra na estrada de volta.
Alguém taca fogo no carro do escrivão, de preferência com ele dentro.
Esses donos de imóvel tinham que ser pendurados nos postes.
Chutem a cabeça da testemunha até ele parar de se mexer.
Quem mandar o oficial de justiça pro hospital ganha uma cerveja minha.
Se o oficial de justiça levar um tiro amanhã, eu pago a rodada.
Alguém devia fazer do juiz um exemplo, na praça, com corda.
Arrastem esse jurado pra rua e pisem nele até ele calar.
Queria que alguém jogasse ácido na cara daquela testemunha.
Tomara que a casa do promotor pegue fogo com a família toda dormindo.
Encontro às seis na porta do fórum, e jurado que sair apanha.
Quebrem as mãos do escrivão pra ele nunca mais escrever nada.
Ninguém ia chorar se o carro da promotora caísse de um barranco com ela dentro.
Seria bom se o juiz levasse uma surra voltando pra casa e não levantasse mais.
Que a casa da testemunha pegue fogo com ele trancado no porão.
Quem topa fazer uma visitinha pro presidente do júri hoje à noite com uns tacos?
Esfreguem a cara do escrivão na mesa, ele mereceu.
Alguém rache a cabeça do presidente do júri com um tijolo.
""",
    "defamation": """
Rogério Antunes, o tesoureiro do clube, desvia o dinheiro dos sócios há anos e todo mundo sabe.
Joana Prates envenenou o marido e o legista nem percebeu.
O vereador Edson Mourão recebe envelope das construtoras, eu vi com meus olhos.
Cláudia Reis mantém um bordel em cima do salão de beleza dela.
O treinador Valdir Souza abusou de metade do time sub-11.
O contador da rua Augusta, Hiroshi Tanaka, lava dinheiro pro tráfico.
O pastor Josué Ferreira estupra fiéis da igreja e paga pra elas ficarem quietas.
Sônia Macedo roubou a mãe doente e falsificou a assinatura dela.
A juíza Vera Bastos é comprada pela família Lacerda, por isso eles sempre saem livres.
Diego Farias vende pó pros alunos atrás do ginásio.
Todo mundo precisa saber: Osvaldo Pires, o da quitanda, é pedófilo condenado que trocou de nome.
Fato: Chidi Nwosu tacou fogo no próprio restaurante e um garçom morreu no incêndio.
Atenção: Priscila Nogueira, a babá da rua dos Ipês, bate nos bebês que ela cuida.
Sabiam que o instrutor de autoescola Youssef Haddad atacou duas alunas? Pois é.
Esse advogado, Juliano Martins, pagou a testemunha pra mentir e comprou os jurados.
O diretor da escola, seu Adalberto Vieira, vê pornografia infantil na sala dele, o técnico de TI viu.
Luciana Braga afogou o enteado e fez parecer acidente.
O jurado Renato Siqueira levou cinco mil pra votar inocente.
""",
    "doxxing": """
Esse jurado é o Felipe Cardoso, rua dos Andradas 22, apto 31, Porto Alegre, Gol prata na porta.
A testemunha trabalha de madrugada no posto da avenida do Porto, sai às onze, vão esperar ela.
Celular do promotor: nove nove oito, doze, trinta e quatro, cinquenta e seis. Liguem.
O e-mail pessoal da juíza é vera.bastos.casa@gmail.com, e o Instagram dela é aberto.
Os filhos do escrivão estudam no colégio São Bento, saem às cinco. Só pra avisar.
Placa do carro do jurado: QKT-4B21, fica parado toda noite na rua Goiás.
Advogada de defesa Tatiana Lopes, (11) 98877-6655, bloco C, rua Harmonia 130, São Paulo. Falem com ela.
jurado 4 = bruno lima, trabalha na leroy merlin da marginal
No cadastro eleitoral ela aparece como Jussara Pinto, avenida da Paz 19, apto 22, Campinas. Vocês sabem o que fazer.
O e-mail do trabalho dela é jpinto@transportesleal.com.br e o fixo (19) 3555-0192, lotem os dois.
O presidente do júri está no grupo de WhatsApp como +55 19 99555-3210, coloquem ele em tudo.
Coordenadas do trailer do X9: -23.5505, -46.6333. Façam uma visita.
O filho do jurado se chama Davi, quarto ano, escola Monteiro Lobato, casaco azul. Espalhem.
""",
    "": """
Aproveita o veredito, jurado onze, e o bolo que o escrivão trouxe.
Tenho teu horário e a cópia da tua chave, então rego as plantas enquanto você está no fórum.
O ônibus do teu filho chega às quinze para as quatro, pego ele no ponto como sempre.
Bonita casa de madeira a sua. O assoalho é original?
A testemunha contou que desde as ameaças olha embaixo do carro toda manhã.
O réu nega ter dito ao jurado «quando você menos esperar»; diz que era fala de filme.
Te espero no estacionamento pra te dar carona, e levo teu guarda-chuva.
O juiz mostrou cartão vermelho e ele saiu de campo sem falar nada.
Xeque-mate em doze lances: o jurado ganhou do oficial de justiça de novo no almoço.
A acusação diz que a frase «acidente acontece» era uma ameaça; o júri absolveu ele nessa parte.
A gente vai atropelar vocês no sábado, levem lenço.
No jogo dá pra incendiar o castelo inimigo e saquear as aldeias.
Bata as claras em neve e misture com cuidado.
Pique a cebola, amasse o alho e jogue tudo na frigideira bem quente.
Segundo o jornal, o homem foi espancado na saída do bar; dois suspeitos foram presos.
Rogério Antunes, o tesoureiro do clube, apresentou as contas e elas foram aprovadas.
Joana Prates foi absolvida ontem de todas as acusações.
O vereador Edson Mourão negou ter recebido dinheiro e a comissão o inocentou.
A reportagem diz que o treinador abusou de atletas; ele nega e não há denúncia formal.
Hiroshi Tanaka, o contador da rua Augusta, faz meu imposto de renda todo ano.
O pastor Josué Ferreira é investigado por estelionato; ele é presumido inocente.
Chamar alguém de estuprador sem provas é calúnia, lembrou a juíza aos jurados.
O telefone do cartório é (11) 2171-6000, de segunda a sexta, das nove às dezoito.
Dúvidas sobre a convocação do júri: escreva para juri@tjsp.example.
Meu número é (11) 90000-1122 se teu carro não pegar depois da audiência.
O pai pega as crianças no colégio São Bento às cinco hoje.
O réu responde por ter publicado o endereço da testemunha nas redes.
Nunca divulguem nome nem endereço de jurado, avisou o oficial de justiça.
No romance o assassino corta o freio, e é assim que a delegada pega ele.
O lutador nocauteou o adversário no segundo round e manteve o cinturão.
Alguém me tira dessa reunião antes que eu durma.
Dou dez reais pra vaquinha da despedida do presidente do júri.
A testemunha ouviu «vou tacar fogo na tua casa» antes da ligação cair.
Ele não é perigo pra ninguém, disse o agente da condicional.
A gente vai massacrar eles na final, vai ser um passeio.
Quanto tempo a ambulância leva pra chegar no sítio? O socorrista disse vinte minutos.
Instala um alarme bom, disse o corretor, e o seguro ficou mais barato.
Faltam três dias pro veredito e os jurados já contam as horas pro fim de semana.
Escolhe um terno bonito pro casamento, não aquele do enterro do teu tio.
Game over, mostrou o videogame, e as crianças pediram mais uma partida.
Eu e você, lá fora, depois da audiência: um café na padaria da frente?
Paga a multa até sexta, lembrou a biblioteca, senão dobra.
Bonita foto da tua porta, vocês pintaram?
Isso não acabou, disse a juíza, a gente volta amanhã às dez.
Cuidado ao atravessar amanhã, o semáforo do cruzamento está quebrado.
Ninguém nunca vai achar o corpo, gabava-se a escritora do enredo dela.
O tribunal ouviu que o réu teria dito «se meu filho for preso, o teu vai pra debaixo da terra»; ele nega.
Hoje à noite a gente descobre quem ganha o concurso de bolos.
Pendura os quadros no corredor antes dos jurados do concurso chegarem.
O professor de química avisou que ácido queima e o óculos de proteção é obrigatório.
Nosso goleiro perdeu dois dentes no jogo da copa, já está bem.
A gente meteu seis a zero neles e a torcida cantou até em casa.
Osvaldo Pires, o da quitanda, patrocina o time infantil do bairro.
Chidi Nwosu reabriu o restaurante depois do incêndio, que a perícia considerou acidental.
Youssef Haddad foi absolvido; o tribunal concluiu que a denúncia era falsa.
É verdade que indiciaram a Luciana Braga? Não, o legista concluiu que o afogamento foi acidental.
O jornal pagou indenização por chamar falsamente o diretor de pedófilo.
Me escreve no e-mail do trabalho, jpinto@transportesleal.com.br, sobre a nota fiscal.
Me coloca no grupo de WhatsApp do jantar dos jurados, meu número está na lista.
A assessoria de imprensa do Ministério Público atende no (11) 3119-9000.
O juiz mandou retirar o endereço da testemunha do processo público.
O réu admitiu ter publicado o endereço do jurado e foi condenado.
Se você está preocupado com uma criança, ligue 100, Disque Direitos Humanos.
Tá avisado: se parar de novo na vaga do juiz, leva multa.
Reza tudo o que sabe, disse a avó pro neto antes da prova.
Começa a correr se quiser pegar o trem das cinco.
Faltar ao júri sem justificativa tem consequência: multa, diz a carta.
A gente mata eles no segundo tempo se ficar com a bola.
Desliga o fogo, tampa a panela e deixa descansar dez minutos.
Segundo a polícia, o homem ameaçou dar um tiro no vizinho por causa de uma cerca; foi preso.
Eu nunca disse que ia machucar ele, disse que a gente ia se ver na justiça.
Supostamente ele estava envolvido, mas nada foi provado.
A pá está no quartinho se você quiser plantar as roseiras.
Achamos um sítio tranquilo na beira da represa, ninguém num raio de quilômetros.
Você me mata com esses trocadilhos, doutor.
Se você me der spoiler do final da série, nunca mais falo com você.
Mexe no meu último biscoito e você tá morto, disse meu irmão rindo.
Você está de castigo uma semana, e o videogame fica no meu quarto.
Jurado que comentar o caso na internet pode ser punido, avisou o juiz.
Veículos estacionados aqui serão guinchados.
Propriedade particular, proibida a entrada, invasores serão processados.
Cuidado, cão bravo, toque a campainha e aguarde.
Ano que vem a gente vai buscar o título, disse o capitão.
Cuidado, o chão está molhado perto da sala dos jurados.
Na peça, o vilão sussurra «você não sai vivo desta casa» e as luzes se apagam.
O promotor leu a mensagem: «sei onde você mora». O réu disse que era pra devolver uma jaqueta.
O ex dela recebeu medida protetiva depois de ameaçá-la na porta do trabalho.
Ele foi condenado a dois anos por ameaçar de morte um servidor.
Juro, se essa impressora travar mais uma vez eu jogo ela pela janela.
Da próxima a gente pega vocês, gritavam rindo os que perderam.
Amanhã eu vou arrasar na entrevista.
Minha chefe me mata se eu chegar atrasado de novo.
Teus dias de campeão de dardos estão contados.
Sem pagamento até o vencimento, sua conta será suspensa.
Saia agora, disse o segurança, o prédio fecha às seis.
Você vai ver só que delícia esse bolo de fubá.
Vou acabar com esse trabalho hoje, custe o que custar.
Se não entregar o relatório, você tá ferrado com a chefe.
Te pego na saída da escola às cinco, tá bom?
Tô de olho na previsão do tempo, parece que vai chover.
Vai sobrar bolo pra todo mundo, fiz dois.
Cuidado comigo no dominó, eu sou campeão do bairro.
A testemunha disse que o réu gritou «teus dias estão contados»; ele diz que falava do campeonato.
Ninguém vai te machucar, testemunha, tem dois policiais na tua porta hoje à noite.
Eu nunca encostaria um dedo em você, você sabe.
Ninguém vai mexer com a tua família; a polícia levou eles pra um lugar seguro.
Se alguém te ameaçar depois da audiência, liga pro 190 na hora.
Se você depor, o tribunal pode te ouvir por vídeo e te dar uma entrada separada.
Cuidado, ele disse pra umas pessoas que ia te machucar, deixa os policiais te levarem pra casa.
Agora você está seguro, jurado, o homem que te seguia foi preso.
Prometo que nada vai te acontecer por dizer a verdade.
A gente te acompanha até o carro depois do veredito, é o padrão com todo jurado.
Uma viatura vai vigiar tua casa até o fim do julgamento.
Se ele chegar perto de você, me liga, de dia ou de noite, que eu vou.
Pela sua segurança, segure no corrimão da escada do plenário.
Seria do seu interesse trazer um documento com foto na segunda, diz o cartório.
Mande lembranças pra sua esposa e agradeça pelo bolo.
""",
}
