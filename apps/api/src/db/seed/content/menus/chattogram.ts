// Menus of the Chattogram restaurants; same format as dhaka.ts.

export const CHATTALA_MEZBAN_KITCHEN = `
  Mezbani Beef with Rice         | biryani  | popular | 320    | Chattogram's famous mezbani beef cooked with mustard oil and spices, served with plain rice.
  Akhni Biryani                  | biryani  | popular | 300    | Chattogram-style akhni with beef, rice and whole spices cooked together.
  Kala Bhuna Khichuri            | biryani  | home    | 280    | Soft khichuri served with dark, slow-fried kala bhuna beef.
  Chicken Akhni                  | biryani  | budget  | 220    | A lighter akhni with chicken and potatoes.
  Chicken Shashlik               | kebab    | healthy | 260    | Grilled chicken, capsicum, tomato and onion skewers with a tangy sauce.
  Fish Tikka Kebab               | kebab    | healthy | 290    | Boneless bhetki chunks marinated in mustard and grilled.
  Dal Puri (4 pcs)               | snacks   | budget  | 60     | Flaky fried bread stuffed with spiced lentils.
  Piyaju (6 pcs)                 | snacks   | budget  | 50     | Crunchy lentil and onion fritters, an iftar favourite.
  Kala Bhuna Roll                | snacks   | quick   | 150    | A paratha roll filled with kala bhuna beef and onions.
  Shemai                         | desserts | home    | 80     | Vermicelli cooked in sweetened milk with cardamom and raisins.
  Payesh                         | desserts | healthy | 85     | Rice pudding cooked slowly in milk with date palm jaggery.
  Tokma Sharbat                  | drinks   | healthy | 60     | Basil seed lemonade, cool and refreshing.
`;

export const MISHTI_MUKH_SWEETS = `
  Roshogolla (1 kg)              | desserts | popular | 360    | Soft, spongy chhana balls soaked in light sugar syrup.
  Kalojam (1 kg)                 | desserts | popular | 380    | Dark fried chhana sweets soaked in syrup.
  Mishti Doi (500 g)             | desserts | popular | 180    | Sweet caramelised yogurt set in a clay pot.
  Chomchom (1 kg)                | desserts | home    | 420    | Porabari-style chomchom dusted with mawa.
  Sandesh (500 g)                | desserts | healthy | 300    | Delicate fresh chhana sweets, lightly sweetened with jaggery.
  Rasmalai (6 pcs)               | desserts | quick   | 240    | Flattened chhana discs in thickened, cardamom-scented milk.
  Faluda                         | desserts | popular | 220    | Rose syrup, vermicelli, basil seeds, jelly and ice cream in a tall glass.
  Jilapi (500 g)                 | desserts | budget  | 119.50 | Crisp, syrup-soaked spirals fried fresh.
  Tok Doi (500 g)                | desserts | healthy | 140    | Unsweetened set yogurt, thick and tangy.
  Nimki (250 g)                  | bakery   | budget  | 80     | Flaky, salty fried pastry diamonds for tea time.
  Fruit Cake (500 g)             | bakery   | quick   | 280    | A buttery cake studded with dried fruit and cherries.
  Kheer Patishapta (4 pcs)       | bakery   | home    | 160    | Thin rice-flour crêpes rolled around sweet coconut kheer.
`;

export const ITALIANO_BANGLA = `
  Beef Bacon Carbonara           | pasta    | popular | 520    | Spaghetti with egg, parmesan and crisp beef bacon.
  Pesto Pasta                    | pasta    | healthy | 460    | Penne in basil and cashew pesto with cherry tomatoes.
  Baked Lasagna                  | pasta    | popular | 590    | Layers of pasta, beef ragu, béchamel and mozzarella, baked until golden.
  Mac and Cheese                 | pasta    | quick   | 350    | Elbow macaroni baked in a three-cheese sauce.
  Prawn Aglio Olio               | pasta    | home    | 560    | Spaghetti with garlic, chilli flakes, olive oil and prawns.
  Chicken Tikka Masala Pasta     | pasta    | popular | 430    | Penne in a creamy tikka masala sauce, an Italian-Bangla fusion.
  Whole Wheat Veggie Pasta       | pasta    | healthy | 390    | Whole wheat fusilli with seasonal vegetables in tomato sauce.
  Kids Butter Pasta              | pasta    | budget  | 220    | A small bowl of pasta with butter and parmesan.
  Margherita Pizza               | pizza    | budget  | 490    | A classic Neapolitan-style margherita with fresh basil.
  Seafood Pizza                  | pizza    | home    | 920    | Prawns, squid and fish with garlic and mozzarella.
  Chicken Fajita Pizza           | pizza    | quick   | 740    | Chicken fajita strips with onion and capsicum.
  Mushroom & Olive Pizza         | pizza    | healthy | 650    | A thin crust with mushrooms, black olives and light cheese.
  Espresso                       | drinks   | quick   | 120    | A short, strong shot of espresso.
  Italian Soda                   | drinks   | budget  | 130    | Sparkling water with fruit syrup and a splash of cream.
`;
