export const firstNames = [
  'Jack', 'Olivia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Thomas', 'Mia',
  'James', 'Ava', 'Lachlan', 'Grace', 'Henry', 'Chloe', 'Lucas', 'Sophie', 'Ethan', 'Zoe',
  'Liam', 'Ruby', 'Harrison', 'Matilda', 'Cooper', 'Emily', 'Riley', 'Georgia', 'Mason', 'Harper',
  'Archie', 'Ella', 'Hamish', 'Sienna', 'Angus', 'Lily', 'Fletcher', 'Evie', 'Hugo', 'Willow',
  'Kai', 'Aria', 'Priya', 'Mei', 'Arjun', 'Fatima', 'Nikos', 'Giulia', 'Declan', 'Imogen',
  'Xavier', 'Madison', 'Toby', 'Jasmine', 'Patrick', 'Scarlett', 'Samuel', 'Hannah', 'Daniel', 'Leah',
  'Rohan', 'Ananya', 'Minh', 'Linh', 'Omar', 'Layla', 'Marco', 'Elena', 'Tama', 'Aroha',
] as const;

export const lastNames = [
  'Smith', 'Nguyen', 'Williams', 'Brown', 'Jones', 'Wilson', 'Taylor', 'Kelly', "O'Brien", 'Murphy',
  'Chen', 'Patel', 'Singh', 'Ryan', 'Walsh', 'Thompson', 'White', 'Martin', 'Anderson', 'Campbell',
  'Mitchell', 'Roberts', 'Lee', 'Wang', 'Li', 'Kim', 'Papadopoulos', 'Russo', 'Costa', 'Harris',
  'Robinson', 'Walker', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Hall', 'Hughes',
  'Edwards', 'Stewart', 'Morris', 'Cook', 'Bell', 'Murray', 'Ward', 'Fraser', 'Hamilton', 'Sullivan',
  'Tran', 'Pham', 'Sharma', 'Khan', 'Haddad', 'Nakamura', 'Ferguson', 'McDonald', 'Gallagher', 'Doyle',
] as const;

export const initialsOf = (firstName: string, lastName: string): string =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
